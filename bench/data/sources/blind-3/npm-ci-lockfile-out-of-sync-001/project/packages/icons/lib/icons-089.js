module.exports = function icons89(props) {
  return { kind: 'icons', id: 89, props };
};
