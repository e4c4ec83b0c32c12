def enqueue(message, pending=[]):
    """Queue a message for the next flush; returns the queue length."""
    pending.append(message)
    return len(pending)
