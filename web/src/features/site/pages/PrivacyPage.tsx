import { Link } from 'react-router';
import { SITE, mailto } from '@web/lib/site';
import { LegalPage } from '../components/LegalPage';
import { PATHS } from '@contract/pages';

export default function PrivacyPage() {
  return (
    <LegalPage
      path="/auth/politicas-de-privacidad"
      lead="Qué datos personales recogemos, para qué los usamos y cómo podés ejercer tus derechos, de acuerdo con la Ley N° 18.331 de Protección de Datos Personales de Uruguay."
    >
      <h2>1. Responsable</h2>
      <p>
        La responsable de la base de datos es la licenciada en Nutrición titular de este sitio, con
        domicilio en la República Oriental del Uruguay. Podés contactarla en{' '}
        <a href={mailto()}>{SITE.contactEmail}</a>. Tratamos tus datos conforme a la Ley N° 18.331
        de Protección de Datos Personales y Acción de «Habeas Data» y su reglamentación.
      </p>

      <h2>2. Qué datos recogemos</h2>
      <ul>
        <li>
          <strong>Datos de tu cuenta:</strong> nombre, email, teléfono y contraseña (que guardamos
          cifrada de forma irreversible: nadie puede leerla).
        </li>
        <li>
          <strong>Datos de tu perfil</strong>, si decidís completarlos: foto, edad, género,
          dirección y redes sociales.
        </li>
        <li>
          <strong>Datos de salud y hábitos:</strong> la ficha de anamnesis, tus controles (peso,
          medidas, composición corporal, fotos) y las notas de seguimiento. Son datos sensibles: los
          tratamos solo con tu consentimiento expreso y únicamente para brindarte el servicio (ver{' '}
          <a href="#datos-de-salud">punto 4</a>).
        </li>
        <li>
          <strong>Datos de tus compras y turnos:</strong> producto, monto, fecha, identificador de
          la transacción y los turnos que reservás. Los datos de tu tarjeta los procesa Mercado
          Pago; nosotros no los vemos ni los guardamos.
        </li>
        <li>
          <strong>Mensajes</strong> que intercambies con la nutricionista a través del sitio.
        </li>
      </ul>

      <h2>3. Para qué los usamos</h2>
      <ul>
        <li>Crear y administrar tu cuenta.</li>
        <li>Elaborar tu plan, registrar tus controles y hacer tu seguimiento nutricional.</li>
        <li>Procesar tus compras, entregar los productos y gestionar tus turnos.</li>
        <li>
          Enviarte emails necesarios para el servicio: bienvenida, confirmaciones de compra y
          turnos, cambio de contraseña.
        </li>
        <li>Enviarte novedades, consejos y promociones por email, según el punto siguiente.</li>
      </ul>

      <h2 id="datos-de-salud">4. Tus datos de salud</h2>
      <p>
        La Ley N° 18.331 considera sensibles los datos de salud, y así los tratamos. Antes de tu
        primera anamnesis te pedimos tu consentimiento expreso; guardamos qué versión del texto
        aceptaste y cuándo. Si la nutricionista completa la ficha con vos en la consulta, registra
        que lo diste en persona.
      </p>
      <ul>
        <li>
          <strong>Qué guardamos:</strong> tu anamnesis (trabajo, salud, actividad física y hábitos
          de alimentación), tus controles (peso, medidas y composición corporal) y las fotos que
          subas en ellos.
        </li>
        <li>
          <strong>Para qué:</strong> solo para preparar tu plan de alimentación y hacer el
          seguimiento de tu evolución. No los usamos para publicidad ni los compartimos con nadie
          para otros fines.
        </li>
        <li>
          <strong>Quién los ve:</strong> solo vos y la nutricionista. Las fotos de tus controles no
          son públicas: se muestran únicamente a través de enlaces que vencen a los pocos minutos.
          Cada vez que la nutricionista abre tu anamnesis o tus controles queda registrado quién lo
          hizo y cuándo.
        </li>
        <li>
          <strong>Por cuánto tiempo:</strong> mientras mantengas tu cuenta y, después, hasta 5 años
          desde tu último control, para poder seguir tu historia clínica si volvés. Pasado ese plazo
          los eliminamos, fotos incluidas. Si pedís la baja, tus fotos se borran enseguida con tu
          cuenta; tu historia clínica (anamnesis, controles y planes, sin fotos) queda guardada
          aparte, sin cuenta y solo para la nutricionista, hasta que termine ese plazo, como piden
          las Leyes N° 18.335 y N° 20.212.
        </li>
        <li>
          <strong>Tus derechos:</strong> podés ver y descargar tus datos de salud, pedir que los
          corrijamos o que los eliminemos, o retirar tu consentimiento, desde{' '}
          <strong>Mis datos</strong> (en Mi perfil) o escribiendo a{' '}
          <a href={mailto()}>{SITE.contactEmail}</a> desde el email de tu cuenta. Sin esos datos no
          podemos preparar ni seguir un plan personalizado, pero el resto de tu cuenta sigue
          funcionando.
        </li>
      </ul>

      <h2>5. Emails de novedades y promociones</h2>
      <p>
        Podemos enviarte novedades, contenidos y promociones relacionados con nuestros servicios.
        Cada uno de esos emails incluye un enlace para <strong>darte de baja</strong> con un clic, y
        también podés pedirla escribiendo a <a href={mailto()}>{SITE.contactEmail}</a>. Darte de
        baja no afecta los emails necesarios para tus compras.
      </p>

      <h2>6. Base de datos de contactos</h2>
      <p>
        Tus datos se incorporan a la base de datos de clientes y contactos de la responsable, que se
        gestiona de acuerdo con la Ley N° 18.331. No vendemos ni alquilamos tus datos. Solo los
        comparten, en la medida necesaria, los proveedores que nos ayudan a prestar el servicio
        (alojamiento del sitio, envío de emails y Mercado Pago para los pagos), que deben tratarlos
        de forma confidencial, o las autoridades cuando la ley lo exija.
      </p>

      <h2>7. Cómo los protegemos y por cuánto tiempo</h2>
      <p>
        Usamos conexiones cifradas, contraseñas cifradas, copias de seguridad cifradas y acceso
        restringido: tu información de salud solo la ven vos y la nutricionista. Conservamos tus
        datos mientras tengas una cuenta activa y, después, solo el tiempo que exijan las
        obligaciones legales o contables; los de salud, el plazo del{' '}
        <a href="#datos-de-salud">punto 4</a>.
      </p>

      <h2>8. Almacenamiento en tu navegador</h2>
      <p>
        Para mantener tu sesión iniciada guardamos en tu navegador un identificador de sesión y tus
        datos básicos. Si marcás «Recordar usuario» se conservan hasta que salgas; si no, se borran
        al cerrar la pestaña. Si empezás tu anamnesis y todavía no la guardaste, lo que escribiste
        queda ahí mismo como borrador, para que no lo pierdas si se recarga la página, hasta que la
        guardes o descartes el borrador. Tu plan alimentario y tus próximos turnos quedan guardados
        de la misma forma, para que los veas sin conexión. Al tocar «Salir» se elimina todo. No
        usamos cookies de publicidad.
      </p>
      <p>
        Si activás los avisos en tu teléfono, guardamos la dirección de avisos que te da tu
        navegador y su nombre («Chrome en Android»), para mandarte recordatorios de turnos, mensajes
        y novedades de tu plan. Los avisos dicen qué pasó, nunca el contenido de un mensaje ni datos
        de salud. Los quitás cuando quieras desde Mi perfil, y se borran solos al salir de tu cuenta
        en ese teléfono.
      </p>

      <h2>9. Tus derechos</h2>
      <p>
        Podés ejercer en cualquier momento tus derechos de{' '}
        <strong>acceso, rectificación, actualización, inclusión y supresión</strong> de tus datos, y
        retirar tu consentimiento. En <strong>Mis datos</strong> (en Mi perfil) ves todo lo que
        guardamos sobre vos y quién leyó tu historia clínica, lo descargás, y pedís una corrección o
        la baja de tu cuenta; también podés escribir a <a href={mailto()}>{SITE.contactEmail}</a>{' '}
        desde el email de tu cuenta. Te respondemos en 5 días hábiles, como fija la ley. Si
        considerás que no atendimos bien tu pedido, podés recurrir a la Unidad Reguladora y de
        Control de Datos Personales (URCDP).
      </p>

      <h2>10. Menores de edad</h2>
      <p>
        Los menores de 18 años solo pueden usar el sitio con la autorización y el acompañamiento de
        su madre, padre o tutor.
      </p>

      <h2>11. Cambios en esta política</h2>
      <p>
        Si cambiamos esta política lo publicaremos en esta página y, si el cambio es importante, te
        avisaremos por email. Consultá también nuestros{' '}
        <Link to={PATHS.terms()}>Términos y condiciones</Link>.
      </p>
    </LegalPage>
  );
}
