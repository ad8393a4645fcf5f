// DPOR oracle test (EquivalenceClassesTest): T2 blocks in __VERIFIER_assume(flag == 1) until T1
// sets the flag. 1 complete class: the assume reads flag, so it is dependent with T1's write, and
// it can only happen after it (before, T2 is blocked); T2's write of y touches nothing else.
// No deadlock: T1 can always move while T2 waits.
extern void reach_error(void);
extern void __VERIFIER_assume(int cond);
extern int __VERIFIER_nondet_int(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
int flag, y;
void *t1(void *p) { flag = 1; return 0; }
void *t2(void *p) { __VERIFIER_assume(flag == 1); y = 1; return 0; }
int main(void) {
  pthread_t h1, h2;
  pthread_create(&h1, 0, t1, 0);
  pthread_create(&h2, 0, t2, 0);
  pthread_join(h1, 0);
  pthread_join(h2, 0);
  return 0;
}
