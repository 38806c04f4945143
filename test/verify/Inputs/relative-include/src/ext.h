#pragma once
#include <vendor/api.h>
