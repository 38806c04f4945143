#include "mine.h"
#include "query.h"
int b() { return query(); }
