// expect: SAFE
// state-space: finite
// Source: test of atomic sections. Three threads each increment a shared counter with a
// read and a write inside __VERIFIER_atomic_begin()/__VERIFIER_atomic_end().
// Why safe: the section runs without interruption, so no increment is lost: after the
// joins count == 3 (compare lost_update_3.c, the same program without the section).
// Terminates -> finite.
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
int count;

void *inc(void *arg) {
  int t;
  __VERIFIER_atomic_begin();
  t = count;
  count = t + 1;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t1, t2, t3;
  pthread_create(&t1, 0, inc, 0);
  pthread_create(&t2, 0, inc, 0);
  pthread_create(&t3, 0, inc, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  __VERIFIER_assert(count == 3);
  return 0;
}
