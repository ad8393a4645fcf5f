// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 2:
// cs: a cut at lines 15-16 drops a wakeup subtree holding a reversal inserted under the cut child.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, r0, r1, r2, r3, r4, r5, r6, r7, r8;
void *t0(void *arg) {
  __VERIFIER_atomic_begin(); r0 = a; a = 2; a = 0; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_atomic_begin(); b = b + 1; if (b == 1) a = 2; if (a == 1) b = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); r1 = a; if (a == 1) b = 1; r2 = b; __VERIFIER_atomic_end();
  if (b == 1) b = 1;
  return 0;
}
void *t2(void *arg) {
  r3 = b;
  __VERIFIER_atomic_begin(); r4 = b; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); r5 = b; b = 1; __VERIFIER_atomic_end();
  return 0;
}
void *t3(void *arg) {
  __VERIFIER_atomic_begin(); r6 = a; __VERIFIER_atomic_end();
  r7 = a;
  return 0;
}
void *t4(void *arg) {
  __VERIFIER_atomic_begin(); r8 = a; if (b == 1) a = 0; b = 1; __VERIFIER_atomic_end();
  b = 0;
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
  if (a == 0 && b == 0 && r0 == 2 && r1 == 0 && r2 == 0 && r3 == 0 && r4 == 0 && r5 == 1 && r6 == 2 && r7 == 2 && r8 == 0) reach_error();
  return 0;
}
