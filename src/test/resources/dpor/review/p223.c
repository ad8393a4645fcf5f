// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 2:
// cs: a cut at lines 15-16 drops a wakeup subtree holding a reversal inserted under the cut child.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, c, r0, r1, r2, r3;
void *t0(void *arg) {
  r0 = c;
  __VERIFIER_atomic_begin(); a = a + 1; c = c + 1; c = 1; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_atomic_begin(); b = 1; c = 1; if (b == 0) a = 2; __VERIFIER_atomic_end();
  return 0;
}
void *t2(void *arg) {
  __VERIFIER_atomic_begin(); a = a + 1; __VERIFIER_atomic_end();
  __VERIFIER_assume(b == 0);
  return 0;
}
void *t3(void *arg) {
  __VERIFIER_atomic_begin(); r1 = a; b = b + 1; __VERIFIER_atomic_end();
  if (c == 2) b = 1;
  __VERIFIER_atomic_begin(); b = b + 1; r2 = a; r3 = c; __VERIFIER_atomic_end();
  return 0;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_create(&t[2], 0, t2, 0);
  pthread_create(&t[3], 0, t3, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  if (a == 2 && b == 3 && c == 1 && r0 == 1 && r1 == 2 && r2 == 2 && r3 == 1) reach_error();
  return 0;
}
