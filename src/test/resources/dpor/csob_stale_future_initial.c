// expect: SAFE
// state-space: finite
// Source: found by random testing (D47): cs and cs-ob stopped with an internal error ("wakeup tree
//   event null is not a next step of T2"): a future initial recorded in E (T2's blocked attempt on
//   z) followed the reversed event, which now wrote z = 1, so T2 no longer blocked there.
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
int x, y, z;
void *t0(void *arg) {
  int r0 = 0, r1 = 0;
  __VERIFIER_atomic_begin(); r1 = y; y = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); x = 0; x = 1; __VERIFIER_atomic_end();
  __VERIFIER_atomic_begin(); x = x + 1; __VERIFIER_atomic_end();
  if (r0 == 1 && r1 == 0) reach_error();
  return 0;
}
void *t1(void *arg) {
  int r0 = 0, r1 = 0;
  r0 = y;
  r1 = y;
  __VERIFIER_assume(z == 1);
  return 0;
}
void *t2(void *arg) {
  int r0 = 0, r1 = 0;
  y = 1;
  r0 = x;
  __VERIFIER_atomic_begin(); r1 = y; z = 1; __VERIFIER_atomic_end();
  return 0;
}
void *t3(void *arg) {
  int r0 = 0, r1 = 0;
  __VERIFIER_atomic_begin(); if (x == 0) z = 1; __VERIFIER_atomic_end();
  if (r0 == 1 && r1 == 0) reach_error();
  return 0;
}
int main(void) {
  pthread_t t[4];
  pthread_create(&t[0], 0, t0, 0);
  pthread_create(&t[1], 0, t1, 0);
  pthread_create(&t[2], 0, t2, 0);
  pthread_create(&t[3], 0, t3, 0);
  for (int i = 0; i < 4; i++) pthread_join(t[i], 0);
  return 0;
}
