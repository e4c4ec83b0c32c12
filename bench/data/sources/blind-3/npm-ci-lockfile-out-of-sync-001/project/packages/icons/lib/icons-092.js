module.exports = function icons92(props) {
  return { kind: 'icons', id: 92, props };
};
