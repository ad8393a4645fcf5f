// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2 (docs/decisions.md D51). Workers, started without bound, increment `x`
// in an atomic section only while it is below 10; main checks x <= 10.
// Why safe: the test and the increment happen atomically, so x never passes 10, whatever the
// number of workers (the invariant x <= 10 holds in every state). Needs every number of
// workers: bounded engines answer UNKNOWN, the thread-modular engine proves it.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
int x;

void *worker(void *arg) {
  while (__VERIFIER_nondet_bool()) {
    __VERIFIER_atomic_begin();
    if (x < 10) x = x + 1;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t t;
  while (__VERIFIER_nondet_bool()) {
    pthread_create(&t, 0, worker, 0);
    if (x > 10) reach_error();
  }
  return 0;
}
