// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 1:
// cs-ob: a cut at lines 7-9 whose continuation holds the only observer of a write-write race before it.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, c, r0, r1, r2, r3, r4, r5, r6;
void *t0(void *arg) {
  __VERIFIER_atomic_begin(); a = 0; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_atomic_begin(); if (c == 1) b = 0; r0 = c; a = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); r1 = b; b = 0; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); r2 = a; __VERIFIER_atomic_end();
  return 0;
}
void *t2(void *arg) {
  __VERIFIER_atomic_begin(); a = a + 1; r3 = a; __VERIFIER_atomic_end();
  return 0;
}
void *t3(void *arg) {
  __VERIFIER_atomic_begin(); c = 0; r4 = a; __VERIFIER_atomic_end();
  r5 = c;
  c = 1;
  return 0;
}
void *t4(void *arg) {
  if (c == 0) c = 0;
  __VERIFIER_atomic_begin(); a = 0; __VERIFIER_atomic_end();
  r6 = b;
  return 0;
}
int main(void) {
  pthread_t t[5];
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_create(&t[2], 0, t2, 0);
  pthread_create(&t[3], 0, t3, 0);
  pthread_create(&t[4], 0, t4, 0);
  for (int i = 0; i < 5; i++) pthread_join(t[i], 0);
  if (a == 2 && b == 0 && c == 1 && r0 == 0 && r1 == 0 && r2 == 1 && r3 == 2 && r4 == 2 && r5 == 0 && r6 == 0) reach_error();
  return 0;
}
