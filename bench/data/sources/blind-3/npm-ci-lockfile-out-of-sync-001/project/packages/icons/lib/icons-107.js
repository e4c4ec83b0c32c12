module.exports = function icons107(props) {
  return { kind: 'icons', id: 107, props };
};
