// expect: SAFE
// state-space: finite
// Source: lastwrite-dif(N), CSOB (004) Sec. 5.3, Table 2: lastwrite with "different values
//   written to all shared variables, hence context-sensitive checks cannot take advantage"
//   (the worst case of the context-sensitive part). This file is lastwrite.c with DIF = 1:
//   thread i writes i + 1, main reads x once after the joins and asserts 1 <= x <= N.
// Papers report: CSOB Table 2, executions E: lastwrite-dif(4) ODPOR 24, ODPOR^ob 4,
//   DPOR_cs 24, ODPOR_cs^ob 4; lastwrite-dif(8) 40320, 8, 40320, 8; lastwrite-dif(12)
//   -, 12, -, 12; lastwrite-dif(16) -, 16, -, 16 (DPOR_cs = ODPOR, ODPOR_cs^ob = ODPOR^ob).
// Parameters: N = writer threads, N >= 1, default 4 (lastwrite.c's N).
#define DIF 1
#include "lastwrite.c"
