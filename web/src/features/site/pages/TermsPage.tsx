import { Link } from 'react-router';
import { SITE, mailto } from '@web/lib/site';
import { LegalPage } from '../components/LegalPage';
import { PATHS } from '@contract/pages';

export default function TermsPage() {
  return (
    <LegalPage
      path="/auth/terminos-y-condiciones"
      lead="Las reglas para usar este sitio y comprar nuestros planes, ebooks, recetarios y turnos presenciales. Te pedimos que las leas antes de registrarte o comprar."
    >
      <h2>1. Quiénes somos y qué ofrecemos</h2>
      <p>
        Este sitio pertenece a una licenciada en Nutrición que ejerce en la República Oriental del
        Uruguay (en adelante, «la nutricionista»). A través de él se ofrecen planes de alimentación
        personalizados a distancia, ebooks y recetarios descargables y consultas presenciales
        («Turno Presencial»). Al registrarte o comprar aceptás estos términos y la{' '}
        <Link to={PATHS.privacy()}>Política de privacidad</Link>.
      </p>

      <h2>2. Tu cuenta</h2>
      <p>
        Para comprar necesitás una cuenta. Te comprometés a dar datos verdaderos y a mantenerlos
        actualizados, y a cuidar tu contraseña: lo que se haga con tu cuenta se considera hecho por
        vos. Si sos menor de 18 años, necesitás la autorización de tu madre, padre o tutor. Podemos
        suspender una cuenta que se use para fines ilícitos o contrarios a estos términos.
      </p>

      <h2>3. Precios y pago</h2>
      <p>
        Los precios se expresan en pesos uruguayos y son los que figuran en el sitio en el momento
        de la compra. El pago se realiza por adelantado, antes de cualquier entrega, a través de
        Mercado Pago; nosotros no vemos ni guardamos los datos de tu tarjeta.
      </p>
      <p>
        <strong>
          El contrato se perfecciona con el pago aprobado y el envío del email de confirmación
        </strong>{' '}
        a la dirección de tu cuenta. Si no recibís ese email, revisá la carpeta de spam o
        escribinos.
      </p>

      <h2>4. Entrega</h2>
      <ul>
        <li>
          <strong>Planes a distancia:</strong> después del pago completás tu ficha de anamnesis y,
          cuando corresponda, tu primer control. Con esa información elaboramos tu plan y lo
          entregamos en un plazo de hasta <strong>10 días hábiles</strong>.
        </li>
        <li>
          <strong>Ebooks y recetarios:</strong> una vez aprobado el pago, los archivos quedan
          disponibles para descargar desde tu cuenta, en «Mis Compras».
        </li>
        <li>
          <strong>Turnos presenciales:</strong> después del pago elegís día y hora en el calendario
          y recibís la confirmación por email. Si no podés asistir, avisanos con anticipación para
          coordinar otra fecha.
        </li>
      </ul>

      <h2>5. Cancelaciones y reembolsos</h2>
      <p>
        Podés pedir el <strong>reembolso total</strong> de tu compra mientras no se haya realizado
        la entrega final del producto (el plan elaborado, los archivos descargados o la consulta
        realizada). Después de la entrega final solo corresponde el reembolso por causas de fuerza
        mayor debidamente justificadas. Para pedirlo, escribí a{' '}
        <a href={mailto()}>{SITE.contactEmail}</a> indicando tu email y la compra. El reintegro se
        hace por el mismo medio de pago.
      </p>

      <h2>6. Alcance del servicio</h2>
      <p>
        El asesoramiento nutricional se basa en la información que nos das: es importante que sea
        completa y verdadera, en especial sobre enfermedades, medicación, embarazo u operaciones.
        Los planes no sustituyen la atención médica ni sirven para urgencias. Los resultados
        dependen de cada persona y de la constancia con que se siga el plan, por lo que no podemos
        garantizar un resultado determinado.
      </p>

      <h2>7. Propiedad intelectual</h2>
      <p>
        Los planes, ebooks, recetarios, textos, imágenes y videos del sitio son de la nutricionista
        o se usan con permiso. Los comprás para tu uso personal: no está permitido copiarlos,
        revenderlos, compartirlos ni publicarlos sin autorización por escrito.
      </p>

      <h2>8. Uso del sitio</h2>
      <p>
        Hacemos lo posible para que el sitio funcione siempre y sin errores, pero puede haber
        interrupciones por mantenimiento o causas ajenas a nosotros. No respondemos por daños
        causados por el mal uso del sitio ni por sitios de terceros a los que enlacemos.
      </p>

      <h2>9. Cambios en estos términos</h2>
      <p>
        Podemos actualizar estos términos. La versión vigente es la publicada en esta página; las
        compras ya hechas se rigen por los términos aceptados en su momento.
      </p>

      <h2>10. Ley aplicable</h2>
      <p>
        Estos términos se rigen por las leyes de la República Oriental del Uruguay, sin perjuicio de
        los derechos que la Ley N° 17.250 de Relaciones de Consumo te reconoce. Ante cualquier
        diferencia buscaremos primero una solución amistosa; si no la hubiera, serán competentes los
        tribunales de Montevideo.
      </p>

      <h2>11. Contacto</h2>
      <p>
        Por cualquier consulta sobre estos términos escribí a{' '}
        <a href={mailto()}>{SITE.contactEmail}</a> o desde la página de{' '}
        <Link to={PATHS.contact()}>Contacto</Link>.
      </p>
    </LegalPage>
  );
}
