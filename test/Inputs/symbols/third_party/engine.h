#pragma once
// A library the project uses, not part of it.
struct EngineOptions {
  bool use_cuda = true;
};
