output "id" {
  value = terraform_data.fable_05.id
}
