#pragma once
inline int pick() { return 2; }
