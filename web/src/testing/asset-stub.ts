// Stylesheets and font files mean nothing to jsdom; jest maps their imports here.
export default '';
