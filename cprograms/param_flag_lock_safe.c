// expect: SAFE
// state-space: beyond-thread-bound
// Source: issue 17 §2, counting arguments (docs/decisions.md D51). Workers, started without
// bound, take a lock that is a plain integer flag (set in an atomic section when it is 0, the
// SV-COMP idiom of __VERIFIER_atomic_acquire), raise `busy` inside and lower it again; main
// checks busy <= 1.
// Why safe: the flag admits one worker at a time, so busy is 0 or 1. A flag stores no owner, so
// a level-1 invariant alone cannot tell that two workers are never inside together; with location
// counters it can: the flag equals the number of workers inside the critical section.
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
  __VERIFIER_assume(flag == 0);
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
