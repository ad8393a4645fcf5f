// expect: SAFE
// state-space: finite
// Source: nondet_input.c with the input constrained by __VERIFIER_assume(in >= 0).
// Why safe: T1 only sets flag when in == -2, which the assumption excludes, so flag
// stays 0 and T2's assertion holds in every interleaving. Finite.
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
int in;
int flag;

void *thr1(void *arg) {
  int v = in;
  if (v == -2) {
    flag = 1;
  }
  return 0;
}

void *thr2(void *arg) {
  int f = flag;
  __VERIFIER_assert(f == 0);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int v = __VERIFIER_nondet_int();
  __VERIFIER_assume(v >= 0);
  in = v;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
