// expect: UNSAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2 (docs/decisions.md D51): param_flag_lock_safe.c whose acquire no longer
// waits for the flag to be 0 (the mutant).
// Why unsafe: two workers can be inside at once, both raise busy, and main sees 2; two workers
// suffice, so the bounded engines find it, and the flag is no lock for the thread-modular
// engine (its acquire has no test), which must not prove it.
extern void reach_error(void);
extern _Bool __VERIFIER_nondet_bool(void);
extern void __VERIFIER_atomic_begin(void);
extern void __VERIFIER_atomic_end(void);
extern void __VERIFIER_assume(int cond);
typedef unsigned long pthread_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
int flag;
int busy;

void *worker(void *arg) {
  __VERIFIER_atomic_begin();
  flag = 1;
  __VERIFIER_atomic_end();
  busy = busy + 1;
  busy = busy - 1;
  __VERIFIER_atomic_begin();
  flag = 0;
  __VERIFIER_atomic_end();
  return 0;
}

int main(void) {
  pthread_t t;
  while (__VERIFIER_nondet_bool()) {
    pthread_create(&t, 0, worker, 0);
    if (busy > 1) reach_error();
  }
  return 0;
}
