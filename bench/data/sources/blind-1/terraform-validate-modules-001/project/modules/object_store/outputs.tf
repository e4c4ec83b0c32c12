output "ids" {
  value = [terraform_data.object_store_0.id]
}
