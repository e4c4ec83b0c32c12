output "ids" {
  value = [terraform_data.batch_jobs_0.id]
}
