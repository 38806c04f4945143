// A library installed on the system (found with -isystem), which the
// test changes between runs.
#pragma once
inline int vendorVersion() { return 1; }
