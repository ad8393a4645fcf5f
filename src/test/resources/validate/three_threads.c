// Three threads under one mutex: t1 adds 1, t2 adds 2, t3 fails if both ran before it.
extern void reach_error(void);
typedef unsigned long pthread_t;
typedef union { char __size[24]; long __align; } pthread_mutex_t;
extern int pthread_create(pthread_t *thread, const void *attr, void *(*start)(void *), void *arg);
extern int pthread_join(pthread_t thread, void **retval);
extern int pthread_mutex_lock(pthread_mutex_t *m);
extern int pthread_mutex_unlock(pthread_mutex_t *m);
pthread_mutex_t lock;
int total = 0;

void *add_one(void *arg) {
  pthread_mutex_lock(&lock);
  total = total + 1;
  pthread_mutex_unlock(&lock);
  return 0;
}

void *add_two(void *arg) {
  pthread_mutex_lock(&lock);
  total = total + 2;
  pthread_mutex_unlock(&lock);
  return 0;
}

void *check(void *arg) {
  pthread_mutex_lock(&lock);
  if (total >= 3) {
    reach_error();
  }
  pthread_mutex_unlock(&lock);
  return 0;
}

int main(void) {
  pthread_t a, b, c;
  pthread_create(&a, 0, add_one, 0);
  pthread_create(&b, 0, add_two, 0);
  pthread_create(&c, 0, check, 0);
  pthread_join(a, 0);
  pthread_join(b, 0);
  pthread_join(c, 0);
  return 0;
}
