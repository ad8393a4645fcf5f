// UNSAFE. Found by the 2026-11-29 review of the DPOR engines (docs/decisions.md D47), cause 3:
// cs, cs-ob: the reversal ance(e, e').e'.I_fut puts other threads' first events after e'.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
void __VERIFIER_atomic_begin(void); void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
int a, b, c, r0, r1, r2, r3, r4;
void *t0(void *arg) {
  b = 2;
  __VERIFIER_atomic_begin(); b = b + 1; __VERIFIER_atomic_end();
  return 0;
}
void *t1(void *arg) {
  __VERIFIER_atomic_begin(); r0 = c; r1 = b; r2 = b; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); if (b == 0) c = 1; a = 0; b = b + 1; __VERIFIER_atomic_end();
  a = 1;
  return 0;
}
void *t2(void *arg) {
  r3 = c;
  if (a == 0) a = 2;
  b = 2;
  return 0;
}
void *t3(void *arg) {
  if (a == 1) a = 1;
  if (c == 2) a = 0;
  __VERIFIER_atomic_begin(); r4 = c; __VERIFIER_atomic_end();
  return 0;
}
void *t4(void *arg) {
  __VERIFIER_assume(b == 1);
  __VERIFIER_atomic_begin(); b = 1; a = 0; __VERIFIER_atomic_end();
  b = 1;
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
  if (a == 0 && b == 3 && c == 1 && r0 == 0 && r1 == 0 && r2 == 0 && r3 == 1 && r4 == 0) reach_error();
  return 0;
}
