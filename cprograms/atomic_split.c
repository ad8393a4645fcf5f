// expect: UNSAFE
// state-space: finite
// Source: test of atomic sections: check-then-act split over TWO atomic sections. Two
// threads withdraw 2 from balance 3: atomic { read balance }; if it was >= 2:
// atomic { balance = balance - 2 }.
// Bug: both threads read 3 in their first section, both pass the check, both subtract:
// balance == -1 and the assertion balance >= 0 fails. Each section is atomic, but the
// pair is not. Terminates -> finite.
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
int balance = 3;

void *withdraw(void *arg) {
  int b;
  __VERIFIER_atomic_begin();
  b = balance;
  __VERIFIER_atomic_end();
  if (b >= 2) {
    __VERIFIER_atomic_begin();
    b = balance;
    balance = b - 2;
    __VERIFIER_atomic_end();
  }
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, withdraw, 0);
  pthread_create(&t2, 0, withdraw, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(balance >= 0);
  return 0;
}
