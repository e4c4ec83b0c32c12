output "id" {
  value = terraform_data.mesh.id
}
