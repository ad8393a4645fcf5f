// expect: SAFE
// state-space: finite
// Source: cprograms/dpor/csob_example.c (004 Sec. 2.2, Fig. 1) with each assertion result stored in
//   a local instead of checked: the run goes on, so every execution is counted as in the paper.
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
  int a1 = x < 3; // the assertion results, kept (the paper counts every execution)
  int a2 = x < 2;
  return 0;
}

int main(void) {
  pthread_t tp, tq, tr;
  pthread_create(&tp, 0, p, 0);
  pthread_create(&tq, 0, q, 0);
  pthread_create(&tr, 0, r, 0);
  pthread_join(tp, 0);
  pthread_join(tq, 0);
  pthread_join(tr, 0);
  return 0;
}
