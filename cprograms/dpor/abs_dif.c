// expect: SAFE
// state-space: finite
// Source: abs-dif(N), CSOB (004) Sec. 5.3, Table 2: abs with "different values written to
//   all shared variables" (the worst case of the context-sensitive part). This file is
//   abs.c with DIF = 1: thread i writes i + 1 to x and to y; main asserts |x - y| < N.
// Papers report: CSOB Table 2, executions E: abs-dif(3) ODPOR 36, ODPOR^ob 9, DPOR_cs 36,
//   ODPOR_cs^ob 9; (4) 576, 16, 576, 16; (5) 14400, 25, 14400, 25; (6) -, 36, -, 36.
// Parameters: N = threads, N >= 2, default 3 (abs.c's N).
#define DIF 1
#include "abs.c"
