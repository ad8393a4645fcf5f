// expect: UNSAFE
// state-space: finite
// Source: test of nondet inputs: the bug needs one specific input value AND one
// interleaving. main reads `in` = nondet int; T1 sets flag = 1 only when in == -2;
// T2 reads flag and asserts it is 0.
// Bug: input in == -2 and T1 writes flag before T2 reads it. For every other input
// (and for in == -2 with T2 first) the assertion holds. -2 is inside -2..2. Finite.
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
  in = v;
  pthread_create(&t1, 0, thr1, 0);
  pthread_create(&t2, 0, thr2, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
