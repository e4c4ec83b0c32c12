output "distribution_ids" {
  value = [terraform_data.distrib.id]
}
