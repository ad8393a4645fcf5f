// expect: SAFE
// state-space: finite
// Issue 17 section 3 (symmetry reduction, D54): N identical threads increment a shared counter
// without a lock (t = x; x = t + 1); a checker asserts x <= N. Handles go to one variable,
// overwritten (fire and forget), as in SV-COMP pthread-lit/fkp2013-2 (there N = 50). SAFE: x only
// grows by the N increments. With -DLIMIT=3 (N = 4) UNSAFE. The explicit search visits about a
// third of the states with the symmetry reduction as without (spindle explore --no-symmetry).
extern void reach_error(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
#ifndef N
#define N 4
#endif
#ifndef LIMIT
#define LIMIT N
#endif
int x;
void *check(void *arg) { __VERIFIER_assert(x <= LIMIT); return 0; }
void *inc(void *arg) { int t; t = x; x = t + 1; return 0; }
int main(void) {
  pthread_t t1, t2;
  int i;
  pthread_create(&t1, 0, check, 0);
  for (i = 0; i < N; i++) pthread_create(&t2, 0, inc, 0);
  return 0;
}
