int job_weight(int id);
