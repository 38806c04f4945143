#pragma once
inline int pick() { return 1; }
