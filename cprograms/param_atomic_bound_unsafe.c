// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2 (docs/decisions.md D51): param_atomic_bound_safe.c without the atomic
// section (the mutant).
// Why unsafe: two workers may both see x == 9 and both increment it, so x reaches 11; two
// workers suffice, so the bounded engines find it and the thread-modular engine must not
// prove it.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
int x;

void *worker(void *arg) {
  while (__VERIFIER_nondet_bool()) {
    if (x < 10) x = x + 1;
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
