// expect: SAFE
// state-space: finite
// Source: atomic_split.c fixed with an SV-COMP style atomic function: the check and the
// update are in one function named __VERIFIER_atomic_withdraw, which runs without
// interruption.
// Why safe: the first withdrawal sees 3 and leaves 1; the second sees 1 < 2 and does
// nothing, so balance ends at 1 >= 0 whatever the order. Terminates -> finite.
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

void __VERIFIER_atomic_withdraw(int amount) {
  int b = balance;
  if (b >= amount) {
    balance = b - amount;
  }
}

void *withdraw(void *arg) {
  __VERIFIER_atomic_withdraw(2);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_create(&t1, 0, withdraw, 0);
  pthread_create(&t2, 0, withdraw, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(balance == 1);
  return 0;
}
