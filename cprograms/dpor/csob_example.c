// expect: UNSAFE
// state-space: finite
// Source: the running example of "Optimal DPOR with context-sensitive independence and
//   observers" (004) Sec. 2.2, Fig. 1 (Examples 1-12): x = y = 0 initially; p: y = 1; x = 1;
//   q: x = 2; r: assert(x < 3); assert(x < 2). Every statement is one event (each assert
//   reads x once). Nothing had to be decided. The second assertion fails when r reads x
//   after q's write and before p's x = 1 (e.g. q.r.r).
// Papers report: CSOB Sec. 2.2 / 3.2: ODPOR explores 12 executions (one per happens-before
//   relation of q, p2, r1, r2); a full systematic exploration 30; ODPOR_cs 6 (prunes P1-P4);
//   ODPOR^ob prunes P5 and the "union" algorithm P1-P5, ODPOR_cs^ob P1-P6 (SEED-TARGETS
//   derives 11 and 5 from that, assuming one execution per box).
// Parameters: none.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int x, y;

void *p(void *arg) {
  y = 1;
  x = 1;
  return 0;
}

void *q(void *arg) {
  x = 2;
  return 0;
}

void *r(void *arg) {
  __VERIFIER_assert(x < 3);
  __VERIFIER_assert(x < 2);
  return 0;
}

int main(void) {
  pthread_t tp, tq, tr;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_create(&tr, 0, r, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  pthread_join(tr, 0);
  return 0;
}
