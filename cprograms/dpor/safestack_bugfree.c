// expect: SAFE
// state-space: finite
// Source: the shortened, bug-free safestack harnesses of "Awaiting for Godot" (000)
//   Sec. V-B, Table II: safestack-XY(2) and safestack-XYZ(3), the digits giving each
//   thread's number of operations (pop, push, pop, ...). The stack and the harness are
//   safestack.c's (included below; its header describes them and what was decided); only
//   the defaults differ. Too few operations to expose the ABA bug: a separate brute-force
//   model of this code at shared-access granularity finds no assertion failure for 21, 31,
//   32, 33, 211, 311 and 321, and finds one for 331 (safestack.c). With 311 no execution
//   completes: four pops against one push and three items, of which the last cannot be
//   popped, leave a thread spinning in pop for good.
// Papers report: Godot Table II, executions (complete+blocked), columns GENMC Baseline /
//   GENMC SAVER / NIDHUGG Baseline / PLP / PLP+Await / +IFAA:
//   safestack-21(2) 119+6 / 119+6 / 119+6 / 34+2 / 34+1 / 19+1;
//   safestack-31(2) 928+107 / 928+107 / 928+107 / 103+27 / 103+25 / 56+25;
//   safestack-32(2) 7189+296 / 7189+296 / 7189+296 / 1073+27 / 1073+12 / 463+12;
//   safestack-33(2) 121334+12652 / 121334+12652 / 121334+12652 / 6434+1636 / 6434+1584 /
//     2600+1160;
//   safestack-211(3) 1267120+325932 / 995224+325932 / 1259280+324382 / 2690+1126 /
//     2690+928 / 962+686;
//   safestack-311(3) 0+286818740 / 0+275399108 / timeout (10 h) / 0+26536 / 0+24078 /
//     0+14960;
//   safestack-321(3) timeout / timeout / timeout / 906529+388117 / 906529+331337 /
//     288057+216830.
// Parameters: OPS0, OPS1, OPS2 = operations of threads 0, 1, 2 (0 = no such thread),
//   default 2, 1, 0 (safestack-21(2)); WAIT and LOOP_BOUND as in safestack.c (defaults:
//   loops as written, bounded by threads + 1).
#ifndef OPS0
#define OPS0 2
#endif
#ifndef OPS1
#define OPS1 1
#endif
#ifndef OPS2
#define OPS2 0
#endif
#include "safestack.c"
