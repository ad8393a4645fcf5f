// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 1:
// cs-ob: a cut at lines 7-9 whose continuation holds the only observer of a write-write race before it.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, c, r0, r1, r2, r3, r4;
void *t0(void *arg) {
  __VERIFIER_atomic_begin(); if (a == 2) b = 1; r0 = a; __VERIFIER_atomic_end();
  b = 0;
  __VERIFIER_atomic_begin(); if (b == 2) c = 0; r1 = c; r2 = c; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  c = 1;
  __VERIFIER_atomic_begin(); b = 1; b = 1; r3 = c; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); c = 1; __VERIFIER_atomic_end();
  return 0;
}
void *t2(void *arg) {
  b = 1;
  b = 1;
  r4 = c;
  return 0;
}
int main(void) {
  pthread_t t[3];
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_create(&t[2], 0, t2, 0);
  for (int i = 0; i < 3; i++) pthread_join(t[i], 0);
  if (a == 0 && b == 0 && c == 1 && r0 == 0 && r1 == 1 && r2 == 1 && r3 == 1 && r4 == 0) reach_error();
  return 0;
}
