// expect: UNSAFE
// state-space: finite
// Source: Shared Pointer (thesis Fig. 5.1), as shared_pointer.c, but the target of T2's
// pointer depends on an input: k = nondet; T2 gets &a if k == -1, else &b.
// Bug (only for input k == -1): both threads increment a; T2's increment between T1's
// write and T1's read-back makes T1 read 2 and its assertion fails. For every other
// input the pointers do not alias and no error is reachable. Finite.
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
int a, b;

void *thr1(void *arg) {
  int *p = (int *)arg;
  int t = *p;
  *p = t + 1;
  t = *p;
  __VERIFIER_assert(t == 1);
  return 0;
}

void *thr2(void *arg) {
  int *q = (int *)arg;
  int t = *q;
  *q = t + 1;
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  int *q = &b;
  int k = __VERIFIER_nondet_int();
  if (k == -1) {
    q = &a;
  }
  pthread_create(&t1, 0, thr1, &a);
  pthread_create(&t2, 0, thr2, q);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  return 0;
}
