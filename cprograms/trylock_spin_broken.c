// expect: UNSAFE
// state-space: finite
// Source: pthread_mutex_trylock retried until it succeeds, and a POSIX spin lock
// (pthread_spin_lock), each protecting a counter that two threads increment non-atomically.
// Why unsafe: the first counter's trylock result is ignored: while the other thread holds the
// mutex, trylock returns EBUSY and the thread enters anyway, losing an update.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef volatile int pthread_spinlock_t;
extern int pthread_mutex_trylock(pthread_mutex_t *m);
extern int pthread_spin_init(pthread_spinlock_t *s, int pshared);
extern int pthread_spin_lock(pthread_spinlock_t *s);
extern int pthread_spin_unlock(pthread_spinlock_t *s);
pthread_mutex_t m;
pthread_spinlock_t s;
int c1, c2;

void *inc(void *arg) {
  int v;
  pthread_mutex_trylock(&m);
  v = c1;
  c1 = v + 1;
  pthread_mutex_unlock(&m);
  pthread_spin_lock(&s);
  v = c2;
  c2 = v + 1;
  pthread_spin_unlock(&s);
  return 0;
}

int main(void) {
  pthread_t t1, t2;
  pthread_spin_init(&s, 0);
  pthread_create(&t1, 0, inc, 0);
  pthread_create(&t2, 0, inc, 0);
  pthread_join(t1, 0);
  pthread_join(t2, 0);
  __VERIFIER_assert(c1 == 2 && c2 == 2);
  return 0;
}
