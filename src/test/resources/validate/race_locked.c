// race.c with a mutex around both writes of x: no data race.
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
int x;
int y;
pthread_mutex_t m;

void *t1_func(void *arg) {
  pthread_mutex_lock(&m);
  x = 1;
  pthread_mutex_unlock(&m);
  return 0;
}

void *t2_func(void *arg) {
  int v = y;
  pthread_mutex_lock(&m);
  x = v + 2;
  pthread_mutex_unlock(&m);
  return 0;
}

int main(void) {
  pthread_t a, b;
  pthread_create(&a, 0, t1_func, 0);
  pthread_create(&b, 0, t2_func, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  return 0;
}
