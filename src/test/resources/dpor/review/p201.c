// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 1:
// cs-ob: a cut at lines 7-9 whose continuation holds the only observer of a write-write race before it.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, r0;
void *t0(void *arg) {
  b = 2;
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_assume(b == 1);
  if (a == 2) a = 1;
  return 0;
}
void *t2(void *arg) {
  a = 1;
  if (b == 1) a = 0;
  __VERIFIER_assume(b == 0);
  return 0;
}
void *t3(void *arg) {
  b = 2;
  return 0;
}
void *t4(void *arg) {
  __VERIFIER_atomic_begin(); a = 0; if (b == 1) a = 0; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (a == 1) b = 1; r0 = b; if (b == 2) a = 1; __VERIFIER_atomic_end();
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
  if (a == 1 && b == 1 && r0 == 1) reach_error();
  return 0;
}
