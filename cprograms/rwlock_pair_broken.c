// expect: UNSAFE
// state-space: finite
// Source: a read-write lock (POSIX pthread_rwlock_t) protecting a pair x, y that a writer
// increments twice and two readers compare; both readers also hold the read lock together.
// Why unsafe: the writer takes a read lock, which readers share, so a reader can run between
// the writer's two increments and see x != y.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
void __VERIFIER_assert(int cond) { if (!cond) { reach_error(); } }
typedef union { char __size[56]; long __align; } pthread_rwlock_t;
extern int pthread_rwlock_init(pthread_rwlock_t *rw, const void *attr);
extern int pthread_rwlock_rdlock(pthread_rwlock_t *rw);
extern int pthread_rwlock_wrlock(pthread_rwlock_t *rw);
extern int pthread_rwlock_unlock(pthread_rwlock_t *rw);
pthread_rwlock_t rw;
int x, y;

void *writer(void *arg) {
  int i;
  for (i = 0; i < 2; i++) {
    pthread_rwlock_rdlock(&rw);
    x = x + 1;
    y = y + 1;
    pthread_rwlock_unlock(&rw);
  }
  return 0;
}

void *reader(void *arg) {
  int a, b;
  pthread_rwlock_rdlock(&rw);
  a = x;
  b = y;
  pthread_rwlock_unlock(&rw);
  __VERIFIER_assert(a == b);
  return 0;
}

int main(void) {
  pthread_t w, r1, r2;
  pthread_rwlock_init(&rw, 0);
  pthread_create(&w, 0, writer, 0);
  pthread_create(&r1, 0, reader, 0);
  pthread_create(&r2, 0, reader, 0);
  pthread_join(w, 0);
  pthread_join(r1, 0);
  pthread_join(r2, 0);
  __VERIFIER_assert(x == 2 && y == 2);
  return 0;
}
