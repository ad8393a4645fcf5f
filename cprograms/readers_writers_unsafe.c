// expect: UNSAFE
// state-space: finite
// Source: thesis Fig. 3.1 (readers-writers, one writer, two readers), as
// readers_writers.c, but main asserts that both readers saw the same value.
// Bug: trace "reader1 reads 0; writer writes 1; reader2 reads 1" (one of the 4 traces)
// gives r1 == 0 != r2 == 1. Terminates -> finite.
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
int x;
int r1, r2;

void *writer(void *arg) {
  x = 1;
  return 0;
}

void *reader1(void *arg) {
  int v = x;
  r1 = v;
  return 0;
}

void *reader2(void *arg) {
  int v = x;
  r2 = v;
  return 0;
}

int main(void) {
  pthread_t t1, t2, t3;
  int fx;
  pthread_create(&t1, 0, writer, 0);
  pthread_create(&t2, 0, reader1, 0);
  pthread_create(&t3, 0, reader2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  pthread_join(t3, 0);
  fx = x;
  __VERIFIER_assert(fx == 1);
  __VERIFIER_assert(r1 == r2);
  return 0;
}
