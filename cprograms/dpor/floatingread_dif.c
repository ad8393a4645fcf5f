// expect: SAFE
// state-space: finite
// Source: floatingread-dif(N), CSOB (004) Sec. 5.3, Table 2: floatingread with "different
//   values written to all shared variables" (the worst case of the context-sensitive
//   part). This file is floatingread.c with DIF = 1: x starts at 0, writer i stores i + 1,
//   the reader's value is asserted to be in 0..N.
// Papers report: CSOB Table 2, executions E: floatingread-dif(4) ODPOR 120, ODPOR^ob 33,
//   DPOR_cs 120, ODPOR_cs^ob 33; (5) 720, 81, 720, 81; (6) 5040, 193, 5040, 193;
//   (7) 40320, 449, - (timeout), 449.
// Parameters: N = writer threads (plus one reader), N >= 1, default 4 (floatingread.c's N).
#define DIF 1
#include "floatingread.c"
