// expect: SAFE
// state-space: finite
// Source: 004 Sec. 4.4, Example 12: the running example (Fig. 1) with r replaced by "o = x" and a
//   second instance q' of q (x = 2); the example where Algorithm 1's inheritance of don't-do
//   sequences (lines 19-20) cannot pass p.q'.q.r down to p.q' and Algorithm 2's refined one
//   (lines 61-62) can.
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
int x, y;
int o;

void *p(void *arg) {
  y = 1;
  x = 1;
  return 0;
}

void *q(void *arg) {
  x = 2;
  return 0;
}

void *r(void *arg) {
  o = x;
  return 0;
}

int main(void) {
  pthread_t tp, tq, tq2, tr;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_create(&tq2, 0, q, 0);
  pthread_create(&tr, 0, r, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  pthread_join(tq2, 0);
  pthread_join(tr, 0);
  return 0;
}
