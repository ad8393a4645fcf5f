// expect: SAFE
// state-space: finite
// Source: the three-process example of Albert et al. (context-sensitive independence;
// from Aronis et al. 2018): x = 0; p: x = 1; q: x = 2; r: assert(x < 3).
// Why safe: x only ever holds 0, 1 or 2, so r's assertion holds in every interleaving
// (in the state x == 1, q and r are even independent). Terminates -> finite.
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
int x;

void *p(void *arg) {
  x = 1;
  return 0;
}

void *q(void *arg) {
  x = 2;
  return 0;
}

void *r(void *arg) {
  int v = x;
  __VERIFIER_assert(v < 3);
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
