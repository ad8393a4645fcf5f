// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 4:
// ob, cs, cs-ob: Redundancy judged a done thread by the stale footprint its event had in v (fixed).
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, c, r0, r1, r2, r3;
void *t0(void *arg) {
  c = 0;
  __VERIFIER_atomic_begin(); r0 = b; r1 = c; b = 1; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_atomic_begin(); if (b == 0) a = 1; r2 = a; __VERIFIER_atomic_end();
  c = 1;
  return 0;
}
void *t2(void *arg) {
  c = 1;
  r3 = a;
  __VERIFIER_atomic_begin(); b = b + 1; if (c == 1) c = 0; __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_create(&t[2], 0, t2, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (a == 1 && b == 2 && c == 1 && r0 == 0 && r1 == 1 && r2 == 1 && r3 == 0) reach_error();
  return 0;
}
