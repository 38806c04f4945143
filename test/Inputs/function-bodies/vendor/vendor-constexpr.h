// A constexpr function's body is parsed wherever it is: this one's error
// is found, and the file that includes it does not parse.
#pragma once

constexpr int vendorBroken() { return not_declared_either; }
